extension TitleDraft {
    /// Every field by its form and API name, for filling a draft from named values.
    public static let fields: [(name: String, keyPath: WritableKeyPath<TitleDraft, String> & Sendable)] = [
        ("isbn", \.isbn), ("authorSurname", \.authorSurname), ("authorInitials", \.authorInitials),
        ("authorGivenNames", \.authorGivenNames), ("otherAuthors", \.otherAuthors), ("title", \.title),
        ("subtitle", \.subtitle), ("publisher", \.publisher), ("city", \.city), ("year", \.year), ("pages", \.pages),
        ("price", \.price), ("bbk", \.bbk), ("udc", \.udc), ("authorSign", \.authorSign), ("language", \.language),
        ("annotation", \.annotation), ("keywords", \.keywords), ("documentKind", \.documentKind),
    ]
}

extension CopyDraft {
    /// Every field by its form name (the copy's price is `copyPrice`, to sit beside a title's `price`).
    public static let fields: [(name: String, keyPath: WritableKeyPath<CopyDraft, String> & Sendable)] = [
        ("inventoryNumber", \.inventoryNumber), ("storagePlace", \.storagePlace), ("copyPrice", \.price),
        ("receivedOn", \.receivedOn), ("barcode", \.barcode), ("status", \.status), ("receipt", \.receipt), ("onBalance", \.onBalance),
        ("documentType", \.documentType),
    ]
}

extension ReaderDraft {
    /// Every field by its form and API name.
    public static let fields: [(name: String, keyPath: WritableKeyPath<ReaderDraft, String> & Sendable)] = [
        ("ticketNumber", \.ticketNumber), ("surname", \.surname), ("firstName", \.firstName), ("patronymic", \.patronymic),
        ("birth", \.birth), ("gender", \.gender), ("category", \.category), ("schoolClass", \.schoolClass),
        ("postcode", \.postcode), ("city", \.city), ("street", \.street), ("house", \.house), ("flat", \.flat),
        ("phone", \.phone), ("email", \.email), ("parentPhone", \.parentPhone), ("parentEmail", \.parentEmail),
        ("workplace", \.workplace), ("registeredOn", \.registeredOn),
    ]
}
