import KartotekaCore

/// How the CLI names the fields of forms, so that a problem points at the option to fix.
enum CommandLineNames {
    /// The options of the fields no field table gives one (a copy's inventory number is
    /// `--inventory` wherever a command takes one), and of the other drafts' fields.
    private static let otherOptions: [String: String] = [
        "inventoryNumber": "inventory", "streetAddress": "street", "periodDays": "period", "maximumLoans": "max-loans",
        "maximumRenewals": "renewals", "documentNumber": "document-number", "documentDate": "document-date", "approvedBy": "approved-by",
        "commission": "member", "copies": "inventory",
    ]

    /// The option of each field of the field tables, by the field's name, and the others'.
    private static let options: [String: String] = Dictionary(
        (optionNames(TitleFields.all) + optionNames(CopyFields.all) + optionNames(ReaderFields.all)), uniquingKeysWith: { first, _ in first }
    ).merging(otherOptions) { $1 }

    private static func optionNames<Draft>(_ table: [FieldDescriptor<Draft>]) -> [(String, String)] {
        table.compactMap { field in field.option.map { (field.name, $0.name) } }
    }

    /// The fields a group of commands names otherwise: a branch's storage place is
    /// `--storage-place` (a copy's is `--place`), the location that shows it `--location`; a
    /// receipt's kind of accompanying document is `--document-kind` (a title's kind is `--kind`); a
    /// copy-cataloguing target's service is `--protocol`.
    private static let groupOptions: [String: [String: String]] = [
        "branch": ["storagePlace": "storage-place", "locationId": "location"],
        "receipt": ["receivedOn": "date", "documentKind": "document-kind"],
        "stocktake": ["storagePlace": "place", "inventoryFrom": "from", "inventoryTo": "to"],
        "ksu": ["year": "year"],
        "copycat": ["service": "protocol", "characterSet": "charset", "timeoutSeconds": "timeout", "password": "password-file"],
    ]

    /// The option name for a form field: `authorSurname` → `surname`; in `command`, by its group's names first.
    static func option(forField field: String, in command: String? = nil) -> String {
        if let group = command?.split(separator: " ").first, let name = groupOptions[String(group)]?[field] { return name }
        return options[field] ?? field
    }
}
