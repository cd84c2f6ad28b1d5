import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/PageContainer';
import { RouterLink } from '../../components/RouterLink';
import { site } from '../../lib/site';

function Tile({ icon: Icon, title, children }: { icon: SvgIconComponent; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'flex', gap: 2, minWidth: 0 }}>
      <Icon aria-hidden sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }} />
      {/* minWidth 0 and anywhere-wrapping: the support address is one long word that pushed the page to 373 px at 360. */}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" component="div" sx={{ lineHeight: 1.7 }}>
          {children}
        </Typography>
      </Box>
    </Paper>
  );
}

export default function ContactPage() {
  const mail = `mailto:${site.supportEmail}`;
  return (
    <PageContainer
      title="Contact us"
      subtitle="Campus Market is run by students for students. We usually answer within two working days."
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Tile icon={MailOutlineIcon} title="Write to the team">
          Questions, feedback or ideas:{' '}
          <Link underline="always" href={mail}>
            {site.supportEmail}
          </Link>
          . Include your registration id if it is about your account, but never your password or a verification code.
        </Tile>
        <Tile icon={FlagOutlinedIcon} title="Report a listing or a user">
          Send the link to the listing or profile and a short description of the problem to{' '}
          <Link underline="always" href={`${mail}?subject=Report`}>
            {site.supportEmail}
          </Link>
          . Moderators review every report and can remove listings or suspend accounts.
        </Tile>
        <Tile icon={LockResetIcon} title="Trouble signing in">
          Use{' '}
          <Link underline="always" component={RouterLink} to="/forget-password">
            Forgot password
          </Link>{' '}
          to get a reset link, or open{' '}
          <Link underline="always" component={RouterLink} to="/verify-email">
            Verify email
          </Link>{' '}
          to request a new code. Still stuck? Email us from the address you signed up with.
        </Tile>
        <Tile icon={HandshakeOutlinedIcon} title="A deal went wrong">
          Campus Market does not take part in payments, so we cannot refund money, but we will act on the account of a
          seller or buyer who broke the{' '}
          <Link underline="always" component={RouterLink} to="/terms-and-conditions">
            Terms and Conditions
          </Link>
          . For theft or threats, contact campus security first.
        </Tile>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        Looking for a quick answer? See the{' '}
        <Link underline="always" component={RouterLink} to="/faq">
          FAQ
        </Link>
        .
      </Typography>
    </PageContainer>
  );
}
