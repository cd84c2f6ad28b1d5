import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageContainer } from '../../components/PageContainer';

const faqs: { q: string; a: string }[] = [
  {
    q: 'Who can use Campus Market?',
    a: 'Anyone can browse approved listings. To sell, keep a wishlist or see contact details you need an account, created with your college registration id and verified with the six-digit code we email you.',
  },
  {
    q: 'Why does signup fill in my name by itself?',
    a: 'When your registration id is on the college roster, we use the name the college has for it, so buyers know they are dealing with a real student. If your id is not found you can type your name yourself.',
  },
  {
    q: 'I did not get the verification code. What now?',
    a: 'Check your spam folder first. On the verify page, press Resend OTP: a new code can be sent every 30 seconds. Each code is valid for 10 minutes and only the latest one works.',
  },
  {
    q: 'How do I sell something?',
    a: 'Sign in, press Sell, add a few photos, a clear title, the price, category, condition and a description. Your listing is reviewed by a moderator and appears publicly once approved; you get a notification either way.',
  },
  {
    q: 'Why is my listing not visible yet?',
    a: 'New listings wait for a moderator. Changing the title, description, photos or category of an approved listing sends it back for review; changing only the price or condition does not.',
  },
  {
    q: 'How do I pay and collect an item?',
    a: 'Contact the seller through WhatsApp or Instagram from the product page, agree on a price and meet somewhere public on campus. Campus Market never handles money: inspect the item before you pay, and never pay in advance to a stranger.',
  },
  {
    q: 'Who can see my phone number and handles?',
    a: 'Signed-in students can see the contact details you add. Visitors who are not signed in only see them if you switch on Show Contact Details. You can change this at any time from Update Contact Details.',
  },
  {
    q: 'I forgot my password.',
    a: 'Use Forgot password on the login page and enter your email. If an account uses it, you get a link that works once within one hour. Resetting signs you out everywhere.',
  },
  {
    q: 'How do I report a suspicious listing or user?',
    a: 'Write to us from the Contact page with the link to the listing. Moderators can remove listings and suspend accounts that break the Terms and Conditions.',
  },
  {
    q: 'Does it cost anything?',
    a: 'No. Listing, browsing and contacting sellers are free.',
  },
];

export default function FaqPage() {
  return (
    <PageContainer
      title="Frequently Asked Questions"
      subtitle="Quick answers about accounts, listings and meeting buyers on campus."
    >
      {faqs.map(({ q, a }, i) => (
        <Accordion key={q} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${i}-content`} id={`faq-${i}-header`}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {a}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </PageContainer>
  );
}
