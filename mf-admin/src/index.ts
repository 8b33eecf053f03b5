// Module Federation needs an asynchronous boundary before any shared module is used.
import('./bootstrap');
