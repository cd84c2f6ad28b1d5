import ProfilePage, { type ProfilePanels } from '../../features/profile/ProfilePage';
import { ModeratorDecisionsPanel } from '../../features/moderation/ModeratorDecisionsPanel';
import { PendingProductsPanel } from '../../features/moderation/PendingProductsPanel';

// The profile feature draws the staff's panels without importing the moderation feature: they meet here.
const panels: ProfilePanels = {
  PendingProducts: PendingProductsPanel,
  ModeratorDecisions: ModeratorDecisionsPanel,
};

/**
 * /profile/{id} with the moderation panels an admin sees on it. The routes load it as the piece named
 * ProfilePage (the name a server-rendered profile lists): web/scripts/pieceFiles.ts finds the files by
 * features/profile/ProfilePage.tsx, which only this module imports, so the two share one chunk.
 */
export default function ProfileRoutePage() {
  return <ProfilePage panels={panels} />;
}
