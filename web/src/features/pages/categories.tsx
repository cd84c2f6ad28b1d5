import type { SvgIconComponent } from '@mui/icons-material';
import DevicesIcon from '@mui/icons-material/Devices';
import KeyIcon from '@mui/icons-material/VpnKey';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import HandymanIcon from '@mui/icons-material/Handyman';

export interface CategoryTile {
  name: string;
  blurb: string;
  icon: SvgIconComponent;
  /** Deep enough for white text at WCAG AA in both themes. */
  color: string;
}

/** SPEC §2's home tiles; pictures replace the icons when listings arrive. */
export const homeCategories: CategoryTile[] = [
  { name: 'Electronics', blurb: 'Laptops, phones, calculators', icon: DevicesIcon, color: '#1E5AA8' },
  { name: 'Rental', blurb: 'Rooms, cycles, gear to borrow', icon: KeyIcon, color: '#6D3A96' },
  { name: 'Clothing', blurb: 'Jackets, lab coats, fest wear', icon: CheckroomIcon, color: '#A3324F' },
  { name: 'Service', blurb: 'Tutoring, repairs, printing', icon: HandymanIcon, color: '#7A5000' },
];

export function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(name)}`;
}
