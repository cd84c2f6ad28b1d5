import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/PageContainer';
import { AcceptTermsDocument } from '../../graphql/generated-lazy';
import { useAuth } from '../../lib/auth/authContext';
import { readError } from '../../lib/errors';
import { site } from '../../lib/site';
import { useToast } from '../../lib/useToast';

export const ACCEPT_ERROR = 'Could not record your acceptance.';

const sections: { heading: string; body: string[] }[] = [
  {
    heading: '1. About these terms',
    body: [
      `${site.name} is a marketplace run for the students of one college, where members list second-hand items and services and contact each other to buy, sell or rent them. By creating an account or using the site you agree to these terms. If you do not agree, do not use ${site.name}.`,
    ],
  },
  {
    heading: '2. Accounts',
    body: [
      'You must be a current member of the college, sign up with your own registration id and verify an email address you control. One person, one account. Keep your password secret: you are responsible for everything done with your account.',
    ],
  },
  {
    heading: '3. User-generated listings',
    body: [
      'Listings, photos, prices and descriptions are written by users, not by us. The seller alone is responsible for a listing being accurate, lawful and theirs to sell. We review listings before they appear publicly, but a review is not a guarantee of quality, ownership or safety.',
      'By posting a listing you give us a non-exclusive, royalty-free licence to store, resize and display its text and images on the site for as long as the listing exists. You keep ownership of your content.',
      'Do not list: stolen goods, weapons, drugs, alcohol, tobacco, medicines, counterfeit items, exam papers or graded work, anything the college or the law forbids, or services that break academic integrity rules.',
    ],
  },
  {
    heading: '4. Transactions between users',
    body: [
      `Sales happen directly between buyer and seller. ${site.name} is not a party to any transaction, does not hold money, and does not deliver items. Inspect items before paying, meet in public places on campus, and never pay in advance to someone you have not met.`,
    ],
  },
  {
    heading: '5. No warranty',
    body: [
      `${site.name} is provided "as is" and "as available", without warranties of any kind, express or implied, including merchantability, fitness for a particular purpose, and non-infringement. We do not promise that the site will be uninterrupted, error-free or that any listing is accurate.`,
    ],
  },
  {
    heading: '6. Limitation of liability',
    body: [
      `To the fullest extent the law allows, ${site.name}, its volunteers and the college are not liable for any indirect, incidental or consequential loss, nor for loss arising from a transaction between users, the condition of an item, or a user's conduct. Where liability cannot be excluded, it is limited to the fees you paid us in the twelve months before the claim (which, while the service is free, is zero).`,
    ],
  },
  {
    heading: '7. User conduct',
    body: [
      "Be honest and respectful. Do not harass, threaten or scam other users; do not post spam, misleading prices or someone else's photos; do not try to break, overload or scrape the site, read other users' data, or get around moderation. Report problems to the moderators instead of retaliating.",
    ],
  },
  {
    heading: '8. Fees',
    body: [
      `Listing and browsing are free. If we ever introduce fees for optional features, we will announce them on the site at least 30 days in advance, and they will never apply to listings posted before the announcement.`,
    ],
  },
  {
    heading: '9. Suspension and termination',
    body: [
      "We may remove listings or suspend or close accounts that break these terms, the college's rules or the law, with or without notice. You may stop using the site at any time and ask us to delete your account; listings you posted are removed with it.",
    ],
  },
  {
    heading: '10. Indemnification',
    body: [
      `You agree to indemnify and hold harmless ${site.name}, its volunteers and the college from claims, losses and costs (including reasonable legal fees) arising from your listings, your transactions or your breach of these terms.`,
    ],
  },
  {
    heading: '11. Changes to these terms',
    body: [
      'We may update these terms. The date below shows the latest version; significant changes are announced on the site. Continuing to use the site after a change means you accept the new terms.',
    ],
  },
  {
    heading: '12. Governing law',
    body: [
      "These terms are governed by the laws of India. Disputes are first handled through the college's grievance process; failing that, the courts with jurisdiction over the college's location have exclusive jurisdiction.",
    ],
  },
  {
    heading: '13. Contact',
    body: [`Questions about these terms: ${site.supportEmail}.`],
  },
];

export default function TermsPage() {
  const [accepted, setAccepted] = useState(false);
  const navigate = useNavigate();
  const { user } = useAuth();
  const toast = useToast();
  const [acceptTerms, { loading }] = useMutation(AcceptTermsDocument);
  // A member's acceptance is recorded with the date of the terms shown, so changed terms can be asked again.
  const onContinue = async () => {
    if (user) {
      try {
        await acceptTerms({ variables: { version: site.termsUpdated } });
      } catch (failure) {
        toast({ title: ACCEPT_ERROR, message: readError(failure, ACCEPT_ERROR).message, variant: 'destructive' });
        return;
      }
    }
    void navigate('/');
  };
  return (
    <PageContainer title="Terms and Conditions" subtitle={`Last updated ${site.termsUpdated}`}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {sections.map((section) => (
          <Box key={section.heading} component="section" sx={{ '& + &': { mt: 3 } }}>
            <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
              {section.heading}
            </Typography>
            {section.body.map((paragraph) => (
              <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Paper>
      <Paper
        variant="outlined"
        sx={{
          mt: 3,
          p: { xs: 2, sm: 3 },
          borderRadius: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <FormControlLabel
            control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />}
            label="I have read and agree to the Terms and Conditions"
          />
          {!accepted && (
            <FormHelperText id="terms-hint">You must accept the Terms and Conditions to proceed</FormHelperText>
          )}
        </Box>
        <Button
          variant="contained"
          size="large"
          disabled={!accepted || loading}
          aria-describedby={accepted ? undefined : 'terms-hint'}
          onClick={() => void onContinue()}
        >
          Continue
        </Button>
      </Paper>
    </PageContainer>
  );
}
