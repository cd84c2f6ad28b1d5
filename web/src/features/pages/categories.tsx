import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Category } from '../../graphql/generated';
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

/** SPEC §2 "Shop by Categories": picture (300x225) and label per tile; 1/2/3/4 columns by width. */
export function CategoryGrid() {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}
    >
      {HOME_CATEGORIES.map((category) => (
        <li key={category}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardActionArea component={RouterLink} to={categoryPath(category)} sx={{ height: '100%' }}>
              <Box sx={{ aspectRatio: '4 / 3', bgcolor: TILE_COLOURS[category] }}>
                <Box
                  component="img"
                  src={categoryImage(category)}
                  alt=""
                  width={300}
                  height={225}
                  loading="lazy"
                  // A missing picture leaves the tile's colour rather than a broken-image icon.
                  onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </Box>
              <Box sx={{ p: 2 }}>
                <Typography variant="h3" component="span" sx={{ display: 'block' }}>
                  {categoryName(category)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
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
