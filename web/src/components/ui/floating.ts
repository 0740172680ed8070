import { lazyPart } from './lazy-part.ts'

/** The menu and tooltip implementations (Radix UI with Floating UI), one chunk for both. */
export const floatingParts = lazyPart(() => import('./floating-parts.tsx'))
