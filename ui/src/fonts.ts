// Bundled font files (the page reaches no internet); which ones, and why, in fonts.css.
import './fonts.css';
