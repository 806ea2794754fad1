import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import type { LookupOption, RelatedService } from '../internal/lookupOptionSchema';
import {
  addTrafficFileCall,
  darbLookupsCall,
  darbRelatedServicesCall,
  darbTermsCall,
  registerUserCall,
  registrationDetailsCall,
  userProfilesCall,
} from './darbCalls';
import type { DarbProfile } from './darbSchemas';

/**
 * The user's Darb profiles (spec 000 §7 user/getUserProfiles).
 * @throws {PortalError} on any failure; `business` with the server's message on `success: false`.
 */
export async function getDarbProfiles(
  client: PortalClient,
  options: CallOptions = {},
): Promise<DarbProfile[]> {
  return (await client.send(userProfilesCall, { request: {}, signal: options.signal })).data;
}

/** Whether the user is registered with Darb, and the details on file (spec 000 §7 registration/getUserDetails). */
export interface DarbRegistration {
  readonly registered: boolean;
  readonly fullName: string | undefined;
  readonly email: string | undefined;
  readonly mobile: string | undefined;
  readonly trafficFileNumbers: string[];
}

/**
 * Registration state (spec 000 §7 registration/getUserDetails). Choice: a missing `registered` flag reads
 * as not registered, so the UI offers registration rather than a broken wallet.
 * @throws {PortalError} on any failure.
 */
export async function getDarbRegistration(
  client: PortalClient,
  options: CallOptions = {},
): Promise<DarbRegistration> {
  const { data } = await client.send(registrationDetailsCall, {
    request: {},
    signal: options.signal,
  });
  return {
    registered: data.registered === true,
    fullName: data.fullName ?? undefined,
    email: data.email ?? undefined,
    mobile: data.mobile ?? undefined,
    trafficFileNumbers: data.trafficFileNumbers,
  };
}

/**
 * Registers the user with Darb (spec 000 §7 registration/registerUser); the terms must be accepted.
 * @throws {PortalError} `invalid-request` for a bad e-mail or mobile, or when the terms are not accepted.
 */
export async function registerDarbUser(
  client: PortalClient,
  input: { readonly email: string; readonly mobile: string; readonly acceptTerms: boolean },
  options: CallOptions = {},
): Promise<void> {
  await client.send(registerUserCall, {
    request: { email: input.email, mobile: input.mobile, acceptTerms: input.acceptTerms as true },
    signal: options.signal,
  });
}

/**
 * Adds a traffic file to the Darb account (spec 000 §7 registration/addTrafficFile).
 * @throws {PortalError} on any failure.
 */
export async function addDarbTrafficFile(
  client: PortalClient,
  trafficFileNumber: string,
  options: CallOptions = {},
): Promise<void> {
  await client.send(addTrafficFileCall, { request: { trafficFileNumber }, signal: options.signal });
}

/**
 * Darb lookup lists by name (spec 000 §7 lookups).
 * @throws {PortalError} on any failure.
 */
export async function getDarbLookups(
  client: PortalClient,
  options: CallOptions = {},
): Promise<Readonly<Record<string, LookupOption[]>>> {
  return (await client.send(darbLookupsCall, { request: {}, signal: options.signal })).data;
}

/**
 * Services related to tolls (spec 000 §7 services/relatedServices).
 * @throws {PortalError} on any failure.
 */
export async function getDarbRelatedServices(
  client: PortalClient,
  options: CallOptions = {},
): Promise<RelatedService[]> {
  return (await client.send(darbRelatedServicesCall, { request: {}, signal: options.signal })).data;
}

/**
 * The Darb terms content for the client's language and the current theme (spec 000 §7 GET
 * getDarbTermsContent). The content is CMS HTML: sanitise it before rendering.
 * @throws {PortalError} on any failure.
 */
export async function getDarbTerms(
  client: PortalClient,
  input: { readonly darkMode: boolean },
  options: CallOptions = {},
): Promise<{ readonly title: string | undefined; readonly content: string }> {
  const { data } = await client.send(darbTermsCall, {
    request: { lang: client.options.lang, darkMode: input.darkMode },
    signal: options.signal,
  });
  return { title: data.title ?? undefined, content: data.content };
}
