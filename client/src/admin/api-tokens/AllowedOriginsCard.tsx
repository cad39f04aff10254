import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Group, Text, Textarea, Title } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { API_ORIGINS_MAX, normalizedOrigin, API_ORIGIN_MESSAGES } from '../../../../shared/api-origins.ts';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';

/*
 * The sites whose pages may call the API with a token (CORS), one origin a line. Cookies are never
 * allowed across sites, so listing a site gives it nothing without a token (docs/api.md).
 */

const AllowedOriginsQuery = graphql(`
  query ApiAllowedOrigins {
    apiAllowedOrigins
  }
`);

const SetAllowedOriginsMutation = graphql(`
  mutation SetApiAllowedOrigins($input: SetApiAllowedOriginsInput!) {
    setApiAllowedOrigins(input: $input) {
      origins
      userErrors {
        field
        message
      }
    }
  }
`);

export function AllowedOriginsCard() {
  const { data } = useQuery(AllowedOriginsQuery, { fetchPolicy: 'cache-and-network' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetAllowedOriginsMutation, { refetchQueries: ['ApiAllowedOrigins'], awaitRefetchQueries: true });
  const saved = data?.apiAllowedOrigins;
  useEffect(() => {
    if (saved) setText(saved.join('\n'));
  }, [saved]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const lines = text.split('\n').map((line) => line.trim());
    const bad = lines.find((line) => line && !normalizedOrigin(line));
    if (bad !== undefined) return setProblem(`“${bad}”: ${API_ORIGIN_MESSAGES.invalid}`);
    if (lines.filter(Boolean).length > API_ORIGINS_MAX) return setProblem(API_ORIGIN_MESSAGES.tooMany);
    setProblem(null);
    try {
      const result = await save({ variables: { input: { origins: lines } } });
      const refusal = result.data?.setApiAllowedOrigins.userErrors[0];
      if (refusal) return setProblem(refusal.message);
      notify.success('Pages on these sites may now call the API with a token.', 'Allowed Sites Saved');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} aria-label="Sites allowed to call the API">
      <Title order={2} size="h4">
        Sites allowed to call the API
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        A web app on another site (your own booking widget, a CRM) may call the API from the browser with a token when its address is listed here, one a line, such as
        https://app.example.com. Your sign-in never works from another site.
      </Text>
      <Textarea
        mt="sm"
        label="Allowed sites"
        autosize
        minRows={2}
        maxRows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={problem}
        placeholder="https://app.example.com"
      />
      <Group mt="sm">
        <Button type="submit" loading={loading} leftSection={<IconWorldWww size={16} aria-hidden />}>
          Save allowed sites
        </Button>
      </Group>
    </Card>
  );
}
