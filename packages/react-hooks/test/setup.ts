// Unmount every rendered tree after each test: vitest runs without globals here, so Testing Library
// cannot do it by itself, and a tree left mounted would fire requests into the next test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
