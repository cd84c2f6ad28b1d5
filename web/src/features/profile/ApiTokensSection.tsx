import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { RouterLink } from '../../components/RouterLink';
import { Section } from './ProfileDetails';

/** The owner's way to /api-tokens: tokens that let other campus apps act for them (docs/product.md#api-tokens). */
export function ApiTokensSection() {
  return (
    <Section id="api-tokens" title="API tokens">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Let another campus app (a hostel portal, a club&apos;s site, a bot) read listings or manage yours for you, with
        a token you can revoke at any time.
      </Typography>
      <Button component={RouterLink} to="/api-tokens" variant="outlined" startIcon={<KeyIcon />} sx={{ minHeight: 44 }}>
        Manage API tokens
      </Button>
    </Section>
  );
}
