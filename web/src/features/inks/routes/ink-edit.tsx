// A first version: the screen arrives with issue 12's web work.
export { default } from '#src/app/routes/coming-soon.tsx';
