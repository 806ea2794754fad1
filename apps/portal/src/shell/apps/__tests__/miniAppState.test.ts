import { describe, expect, it } from 'vitest';
import { miniAppStateOf } from '../MiniAppDownload';

describe('miniAppStateOf', () => {
  it('checks every address, drops unsafe badges and puts the rest in rows of two', () => {
    const state = miniAppStateOf(
      {
        PageTitle: 'Download the app',
        Image: 'javascript:alert(1)',
        AppStore: [
          { itemName: 'App Store', TargetUrl: 'https://apps.apple.com/app/x', Image: '/a.svg' },
          { itemName: 'Bad', TargetUrl: 'javascript:alert(1)' },
          { itemName: 'Google Play', TargetUrl: 'https://play.google.com/x' },
          { itemName: 'AppGallery', TargetUrl: 'https://appgallery.huawei.com/x' },
        ],
      },
      'en',
      'https://portal.example',
    );
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.logoSrc).toBeUndefined();
    expect(state.storeRows.map((row) => row.map((store) => store.name))).toEqual([
      ['App Store', 'Google Play'],
      ['AppGallery'],
    ]);
    expect(state.storeRows[0]?.[0]?.imageSrc).toBe('/a.svg');
  });
});
