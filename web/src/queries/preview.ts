import { defineQuery } from 'groq'

/** The title of a release (`_.releases.<id>`), for the preview banner of a page previewed as that release. */
export const releaseTitleQuery = defineQuery(`*[_id == $id][0].metadata.title`)
