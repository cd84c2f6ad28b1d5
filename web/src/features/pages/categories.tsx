import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { type Category } from '../../graphql/generated';
import { RouterLink } from '../../components/RouterLink';
import { categoryImage, categoryName, categoryPath, HOME_CATEGORIES } from '../../lib/categories';

const BLURBS: Partial<Record<Category, string>> = {
  ELECTRONICS: 'Laptops, phones, calculators',
  RENTAL: 'Rooms, cycles, gear to borrow',
  CLOTHING: 'Jackets, lab coats, fest wear',
  SERVICE: 'Tutoring, repairs, printing',
};

/** Behind each picture while it loads (or if it is missing); deep enough for white text. */
const TILE_COLOURS: Partial<Record<Category, string>> = {
  ELECTRONICS: '#1E5AA8',
  RENTAL: '#6D3A96',
  CLOTHING: '#A3324F',
  SERVICE: '#7A5000',
};

/**
 * The home page's "Shop by Categories": the four tiles with their pictures (300x225) and labels,
 * as one compact row so the listings below reach the first screen instead of the documented
 * 1/2/3/4 columns (docs/product.md#departures-from-the-specification, 1): four across from 900 px,
 * two by two below, picture beside label.
 */
export function CategoryGrid() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {HOME_CATEGORIES.map((category) => (
        <li key={category}>
          <Card variant="outlined" sx={{ borderRadius: 2, height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={categoryPath(category)}
              sx={{ height: '100%', display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
            >
              <Box
                sx={{ aspectRatio: '4 / 3', width: { xs: 48, md: 80 }, flexShrink: 0, bgcolor: TILE_COLOURS[category] }}
              >
                <Box
                  component="img"
                  src={categoryImage(category)}
                  alt=""
                  // 48 px wide on a phone: after the listings' pictures, which are the first screen's
                  // largest (and so not preloaded ahead of them by the server-rendered page).
                  fetchPriority="low"
                  width={300}
                  height={225}
                  // A missing picture leaves the tile's colour rather than a broken-image icon.
                  onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </Box>
              <Box sx={{ px: { xs: 0.75, md: 1.5 }, py: { xs: 0.5, md: 1 }, minWidth: 0, alignSelf: 'center' }}>
                <Typography
                  variant="h3"
                  component="span"
                  sx={{ display: 'block', fontSize: { xs: '0.82rem', sm: '0.95rem', md: '1.05rem' }, hyphens: 'auto' }}
                >
                  {categoryName(category)}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  noWrap
                  sx={{ display: { xs: 'none', md: 'block' }, mt: 0.25, lineHeight: 1.35 }}
                >
                  {BLURBS[category]}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
