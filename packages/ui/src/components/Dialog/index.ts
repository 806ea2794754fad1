export { Dialog, type DialogProps } from './Dialog';
export { DialogClose, type DialogCloseProps } from './DialogClose';
