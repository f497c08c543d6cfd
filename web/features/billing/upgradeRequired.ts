// The shell's API error handler raises it, so the signal lives in web/app; billing draws the dialog.
export { onUpgradeRequired, showUpgradeRequired } from '../../app/api/upgradeRequired';
