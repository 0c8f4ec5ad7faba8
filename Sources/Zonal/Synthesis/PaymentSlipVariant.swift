/// The languages a synthetic payment slip's form is printed in. The boxes are where a
/// standardised form puts them (the same in every variant, as on a national transfer form);
/// the title and labels change, and every label keeps its English word so one template reads
/// them all. All of them are fictional.
struct PaymentSlipVariant: Sendable {
    let name: String
    let title: String
    let payee: String, iban: String, bic: String, amount: String, date: String, reference: String, payer: String
    let signature: String
    /// The small print under the form.
    let footer: String

    static let en = PaymentSlipVariant(
        name: "en", title: "PAYMENT SLIP · SEPA CREDIT TRANSFER", payee: "Payee (name, first name/company)", iban: "IBAN of the payee",
        bic: "BIC of the payee's bank", amount: "Amount", date: "Execution date", reference: "Payment reference",
        payer: "Payer (name, address)", signature: "Date, signature",
        footer: "Please keep this slip for your records. Transfers received after 3 p.m. are executed the next business day.")

    static let de = PaymentSlipVariant(
        name: "de", title: "SEPA-ÜBERWEISUNG / CREDIT TRANSFER", payee: "Zahlungsempfänger / Payee", iban: "IBAN",
        bic: "BIC des Kreditinstituts / BIC", amount: "Betrag / Amount", date: "Ausführungsdatum / Execution date",
        reference: "Verwendungszweck / Reference", payer: "Kontoinhaber / Payer", signature: "Datum, Unterschrift / Signature",
        footer: "Bitte bewahren Sie diesen Beleg auf. Please keep this slip for your records.")

    static let fr = PaymentSlipVariant(
        name: "fr", title: "ORDRE DE VIREMENT / CREDIT TRANSFER", payee: "Bénéficiaire / Payee", iban: "IBAN du bénéficiaire / IBAN",
        bic: "BIC / Code banque", amount: "Montant / Amount", date: "Date d'exécution / Execution date",
        reference: "Référence / Reference", payer: "Donneur d'ordre / Payer", signature: "Date et signature / Signature",
        footer: "Conservez ce justificatif. Keep this slip for your records.")

    /// The variants, in the order samples take them.
    static let all: [PaymentSlipVariant] = [en, de, fr]
}
