// The merchant's themes: a module (and so a chunk) of its own inside the merchant's workspace, as the
// editor with its preview is heavy and only merchants who restyle their store open it.
export { ThemeCustomizeScreen } from './ThemeCustomizeScreen';
export { ThemesScreen } from './ThemesScreen';
