/** The compiled server (`npm run build` makes it), relative to the repository's root: the tests run what production runs. */
export const SERVER_MAIN = 'server/dist/main.js'
