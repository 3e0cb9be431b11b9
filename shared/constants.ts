/**
 * Business constants and limits (docs/PRODUCT.md, "Constants"), defined once for client and
 * server. Change a value here and both sides follow.
 */

export const PRODUCT_NAME = 'Checklists';

/** Message and indicator lifetimes (docs/PRODUCT.md, "Messages"). */
export const TIMEOUTS_MS = {
  notice: 10_000,
  errorMessage: 4_000,
  successMessage: 4_000,
  macroListMessage: 4_000,
  copiedIndicator: 2_000,
} as const;

/** Modal sizes in px (docs/PRODUCT.md, "Constants"); medium is the default. */
export const MODAL_SIZES_PX = { small: 400, medium: 600, large: 800, 'x-large': 968 } as const;
export type ModalSize = keyof typeof MODAL_SIZES_PX;
export const DEFAULT_MODAL_SIZE: ModalSize = 'medium';
export const MODAL_MARGIN_PX = 60;

/** Release notes (docs/PRODUCT.md, "Release notes"). */
export const RELEASE_NOTES = {
  widthPx: 550,
  /**
   * The host dialog's height, as a share of the host window (Connect takes only px or %).
   * AUI caps a dialog's content at `100vh - 314px`; the 80 % we asked for before was taller
   * than that cap at 1400×900 and 1920×1080, so a blank band showed under the frame. 60 %
   * stays under the cap down to a 785 px high window, and the frame then fills the dialog.
   */
  dialogHeight: '60%',
  hostDialogKey: 'checklist-modals',
  customData: { modal: 'changelog-modal' },
  showEvent: 'showReleaseNotes',
  cacheKey: 'changelogdata',
} as const;

/**
 * The dialog panel's stats modal (docs/STATISTICS.md): a checklist's statistics in a host
 * dialog opened from the issue panel's or the macro's checklist, x-large, as high as the
 * release notes' dialog for the same reason.
 */
export const STATS_MODAL = {
  widthPx: MODAL_SIZES_PX['x-large'],
  dialogHeight: '60%',
  hostDialogKey: 'checklist-modals',
  modal: 'stats',
} as const;

/** Changelog entry type → Atlaskit lozenge appearance (docs/PRODUCT.md, "Release notes"). */
export const CHANGELOG_BADGES = { new: 'new', improved: 'inprogress', fixed: 'success' } as const;
export type ChangelogType = keyof typeof CHANGELOG_BADGES;

export const PAGINATION_DEFAULTS = { page: 1, elementsPerPage: 10 } as const;

/** Design breakpoints in rem (docs/PRODUCT.md, "Constants"). */
export const BREAKPOINTS_REM = { xs: 30, sm: 48, md: 64, lg: 90, xl: 110.5 } as const;

/** Portal sign-in (docs/PRODUCT.md, "Constants"). */
export const SIGN_IN = {
  phoneResendCountdownSeconds: 15,
  successScreenDelayMs: 1_000,
  minPasswordLength: 6,
  phoneCodeLength: 6,
  popup: { width: 500, height: 600 },
  spinnerDelayMs: 500,
} as const;

/** The hosted identity service's client behaviour (docs/PRODUCT.md, "Constants"). */
export const AUTH_SERVICE = {
  networkTimeoutMs: 30_000,
  mobileNetworkTimeoutMs: 60_000,
  tokenRefreshBeforeExpiryMs: 5 * 60_000,
  tokenExpiryMarginMs: 30_000,
  retryBackoffInitialMs: 30_000,
  retryBackoffMaxMs: 16 * 60_000,
} as const;

/** signature_pad settings (docs/PRODUCT.md, "Signatures"). */
export const SIGNATURE_PAD = {
  minWidth: 0.5,
  maxWidth: 2.5,
  throttle: 16,
  minDistance: 5,
  velocityFilterWeight: 0.7,
  penColor: 'black',
  backgroundColor: 'rgba(0,0,0,0)',
  defaultFormat: 'image/png',
  quality: 0.92,
} as const;

export const SIGNATURE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type SignatureImageType = (typeof SIGNATURE_IMAGE_TYPES)[number];

/**
 * What a PNG or JPEG signature may measure (the server decodes each one, docs/SECURITY.md). The
 * pad is at most ~800 × 200 CSS pixels, three times that on a dense screen (1.4 MP); the pixel
 * bound (2 MP, 8 MB of pixels) keeps the worst decode to a fraction of a second.
 */
export const SIGNATURE_IMAGE_LIMITS = { maxSidePx: 4096, maxPixels: 2048 * 1024 } as const;

/** Page-view analytics: at most this many events per batch (client and server). */
export const ANALYTICS_BATCH_MAX = 50;

/**
 * The largest value the database's integer columns hold (32-bit on PostgreSQL): every integer
 * a client sends is bounded by it (shared/fields.ts), or PostgreSQL refuses the query.
 */
export const INT32_MAX = 2_147_483_647;
/** Versions a client may name: a write stores the next one, which must still fit. */
export const VERSION_MAX = INT32_MAX - 1;
