import type { ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProfileUserFragment } from '../../graphql/generated';
import type { FromState } from '../../lib/auth/fromPath';
import { RouterLink } from '../../components/RouterLink';
import { instagramLink } from '../../lib/contactLinks';

export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A definition list: label above value on a phone, side by side from sm up. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.25 },
        '& dt': { color: 'text.secondary', fontWeight: 600 },
        '& dd': { m: 0, mb: { xs: 1.25, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

const notAdded = (
  <Typography component="span" color="text.secondary">
    Not added
  </Typography>
);

export function BasicInformation({ user }: { user: ProfileUserFragment }) {
  const rows: [string, ReactNode][] = [['Name', user.name]];
  if (user.email) rows.push(['Email', <Link href={`mailto:${user.email}`}>{user.email}</Link>]);
  if (user.collegeId) rows.push(['Registration Id', user.collegeId]);
  return (
    <Section id="basic-information" title="Basic information">
      <Facts rows={rows} />
    </Section>
  );
}

/**
 * Phone, WhatsApp, Instagram and address, or why they are hidden: the server leaves them out
 * (contactHidden) for visitors when the user does not show them publicly.
 */
export function ContactInformation({
  user,
  viewer,
}: {
  user: ProfileUserFragment;
  viewer: { isVerified: boolean } | null;
}) {
  const location = useLocation();
  if (user.contactHidden) {
    const from: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return (
      <Section id="contact-information" title="Contact information">
        <Alert
          severity="info"
          action={
            viewer ? (
              <Button color="inherit" size="small" component={RouterLink} to="/verify-email">
                Verify email
              </Button>
            ) : (
              <Button color="inherit" size="small" component={RouterLink} to="/login" state={from}>
                Log in
              </Button>
            )
          }
        >
          {viewer
            ? 'Contact details are hidden. Verify your email to see them.'
            : 'Contact details are hidden. Log in to see them.'}
        </Alert>
      </Section>
    );
  }
  const instagram = instagramLink(user.instagramHandle);
  return (
    <Section id="contact-information" title="Contact information">
      <Facts
        rows={[
          [
            'Phone Number',
            user.phoneNumber ? <Link href={`tel:${user.phoneNumber}`}>{user.phoneNumber}</Link> : notAdded,
          ],
          ['WhatsApp Number', user.whatsAppNumber ?? notAdded],
          [
            'Instagram',
            user.instagramHandle ? (
              instagram ? (
                <Link href={instagram} target="_blank" rel="noopener noreferrer">
                  @{user.instagramHandle}
                </Link>
              ) : (
                `@${user.instagramHandle}`
              )
            ) : (
              notAdded
            ),
          ],
          ['Address', user.blockAddress ?? notAdded],
        ]}
      />
    </Section>
  );
}
