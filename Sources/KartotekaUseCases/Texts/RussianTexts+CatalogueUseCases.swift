import KartotekaCore

extension RussianTexts: CatalogueUseCaseTexts {
    func titleLooksCatalogued(_ id: TitleID) -> String {
        "Похоже, эта книга уже есть в каталоге (№\(id)): добавьте к ней экземпляр или подтвердите, что это другая книга."
    }
}
