new Intl.NumberFormat().format(0);
new Intl.PluralRules().select(0);
