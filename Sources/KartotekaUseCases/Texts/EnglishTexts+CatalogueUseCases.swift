import KartotekaCore

extension EnglishTexts: CatalogueUseCaseTexts {
    func titleLooksCatalogued(_ id: TitleID) -> String {
        "This book looks catalogued already (#\(id)): add a copy to it, or confirm that it is another book."
    }
}
