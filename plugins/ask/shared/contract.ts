/**
 * The Ask contract: the sessions contract of the SDK (§3 Session, §7 Sessions), which Ask's ANSWER
 * mode and its routes speak (request schemas shared by the server routes and the client calls).
 */
export * from '@lemma/sdk/contract/sessions';
