export {
  BELL_PANEL_TABS,
  BellPanel,
  type BellPanelItem,
  type BellPanelLabels,
  type BellPanelListState,
  type BellPanelProps,
  type BellPanelTab,
} from './BellPanel';
