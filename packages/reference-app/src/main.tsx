import './styles/theme.css';
import { boot } from './app/boot';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void boot(root);
