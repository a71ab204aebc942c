import { createRemoteJWKSet, errors, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import { createLocalJWKSet, type JSONWebKeySet } from 'jose';

/** The social providers of the login screen. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'line'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
  /** The token's nonce claim, to compare with the nonce the app sent to the provider. */
  nonce: string | null;
}

/** Checks an identity provider's ID token: signature (JWKS), issuer, audience, expiry, and an email. */
export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity | null>;
}

export interface OidcSettings {
  issuer: string;
  audience: string;
  jwks: JWTVerifyGetKey;
}

/**
 * The provider of a subject: Auth0-style subjects name it (google-oauth2|…, facebook|…, line|…);
 * the development provider sets the `provider` claim.
 */
function providerOf(payload: Record<string, unknown>, subject: string): SocialProvider | null {
  const claimed = payload.provider;
  if (typeof claimed === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(claimed)) {
    return claimed as SocialProvider;
  }
  const prefix = subject.split('|')[0] ?? '';
  if (prefix.startsWith('google')) return 'google';
  if (prefix.startsWith('facebook')) return 'facebook';
  if (prefix.startsWith('line')) return 'line';
  return null;
}

export function oidcVerifier({ issuer, audience, jwks }: OidcSettings): IdentityVerifier {
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, jwks, { issuer, audience, algorithms: ['RS256', 'ES256'] });
        const subject = payload.sub;
        const email = payload.email;
        if (!subject || typeof email !== 'string' || payload.email_verified === false) return null;
        const provider = providerOf(payload, subject);
        if (!provider) return null;
        return {
          provider,
          subject,
          email,
          name: typeof payload.name === 'string' ? payload.name : null,
          picture:
            typeof payload.picture === 'string' && payload.picture.startsWith('https://') ? payload.picture : null,
          nonce: typeof payload.nonce === 'string' ? payload.nonce : null,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** A real OpenID Connect provider, by issuer, client id and JWKS URL. */
export function remoteOidcVerifier(issuer: string, clientId: string, jwksUrl: string): IdentityVerifier {
  return oidcVerifier({ issuer, audience: clientId, jwks: createRemoteJWKSet(new URL(jwksUrl)) });
}

/** The development identity provider's signing key and its public JWKS (made anew at each start). */
export interface DevIdentityProvider {
  issuer: string;
  audience: string;
  jwks: JSONWebKeySet;
  sign(claims: {
    sub: string;
    email: string;
    name: string;
    picture?: string;
    provider: SocialProvider;
    nonce?: string;
  }): Promise<string>;
  verifier: IdentityVerifier;
}

export const DEV_CLIENT_ID = 'hotel-guest-app-dev';

export async function createDevIdentityProvider(
  issuer: string,
  audience = DEV_CLIENT_ID,
): Promise<DevIdentityProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'dev-1', alg: 'RS256', use: 'sig' };
  const jwks: JSONWebKeySet = { keys: [jwk] };
  return {
    issuer,
    audience,
    jwks,
    async sign(claims) {
      return new SignJWT({
        email: claims.email,
        email_verified: true,
        name: claims.name,
        picture: claims.picture,
        provider: claims.provider,
        ...(claims.nonce && { nonce: claims.nonce }),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'dev-1' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    },
    verifier: oidcVerifier({ issuer, audience, jwks: createLocalJWKSet(jwks) }),
  };
}
