import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import { citizenPassportNumberLength } from '../../../machines/fields/passport-number.mask';
import { passportSeriesLength } from '../../../machines/fields/passport-series.mask';
import { pinLength } from '../../../machines/fields/pin.mask';

export type KeyboardField = 'passserial' | 'passnum' | 'pin';

type Layout = 'english' | 'russian' | 'numeric';

const layouts: Record<Layout, { default: string[] }> = {
  english: {
    default: ['Q W E R T Y U I O P', 'A S D F G H J K L', 'Z X C V B N M {bksp}'],
  },
  russian: {
    default: ['Й Ц У К Е Н Г Ш Щ З Х Ъ', 'Ф Ы В А П Р О Л Д Ж Э', 'Я Ч С М И Т Ь Б Ю {bksp}'],
  },
  numeric: { default: ['1 2 3', '4 5 6', '7 8 9', '{bksp} 0'] },
};

// Keyboard maximum length per field: 2 and 7 (and 14 for the PIN); anything else 250 (section 2).
const maxLength = {
  passserial: passportSeriesLength,
  passnum: citizenPassportNumberLength,
  pin: pinLength,
  default: 250,
};

/**
 * The kiosk's on-screen keyboards (react-simple-keyboard): English and Russian letters with a
 * switch for the series, digits for the number and the PIN. Buttons are real <button>s so
 * screen readers and tests find them by name.
 */
export function KioskKeyboard({
  field,
  value,
  onChange,
  onClose,
}: {
  field: KeyboardField;
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('login');
  const [letters, setLetters] = useState<'english' | 'russian'>('english');
  const layout: Layout = field === 'passserial' ? letters : 'numeric';
  const keyboard = useRef<{ setInput: (input: string, inputName?: string) => void } | null>(null);

  // Typing on a physical keyboard (service staff) must not desynchronise the on-screen one.
  useEffect(() => {
    keyboard.current?.setInput(value, field);
  }, [value, field]);

  return (
    <Box
      role="group"
      aria-label={t('keyboard.label')}
      borderWidth="1px"
      borderRadius="l3"
      p="3"
      bg="bg.subtle"
      css={{
        '& .hg-button': { height: '64px', fontSize: '1.5rem' },
        '& .simple-keyboard': { background: 'transparent' },
      }}
    >
      <HStack justify="space-between" mb="2">
        {field === 'passserial' ? (
          <Button
            size="lg"
            variant="outline"
            onClick={() => setLetters(letters === 'english' ? 'russian' : 'english')}
          >
            {letters === 'english' ? t('keyboard.toRussian') : t('keyboard.toEnglish')}
          </Button>
        ) : (
          <span />
        )}
        <Button size="lg" variant="ghost" onClick={onClose}>
          {t('keyboard.close')}
        </Button>
      </HStack>
      <Keyboard
        keyboardRef={(instance) => {
          keyboard.current = instance;
        }}
        inputName={field}
        layout={layouts[layout]}
        layoutName="default"
        maxLength={maxLength}
        display={{ '{bksp}': '⌫' }}
        useButtonTag
        buttonAttributes={[{ attribute: 'aria-label', value: t('keyboard.backspace'), buttons: '{bksp}' }]}
        onChange={onChange}
        preventMouseDownDefault
      />
    </Box>
  );
}
