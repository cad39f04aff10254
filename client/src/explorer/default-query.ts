/** The explorer's first tab: how to sign in, and a public query that runs as it is (tests/server/explorer-query.test.ts). */
export const defaultQuery = `# Welcome to the Grand Willow Hall API. The guide is docs/api.md.
#
# Signed out you see and can run the public part of the schema.
# To use the admin fields, either:
#  - sign in at /auth in this browser, then reload this page:
#    the session cookie is sent with every request; or
#  - create an API token (/admin/api-tokens) and put
#    {"Authorization": "Bearer vat_..."} in the Headers tab below.
# Each field's description says who may call it.

query Navigation {
  navigationPages {
    pageName
    path
  }
  siteSettings {
    footer {
      companyName
    }
  }
  contactInfo {
    phone
    email
  }
}
`;
