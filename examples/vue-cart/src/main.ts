import { createApp } from 'vue';
import App from './App.vue';
import { start } from './shop';

start();
createApp(App).mount('#app');
