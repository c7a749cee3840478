extension RussianTexts: ClassSetTexts {
    var classSetCountOnlyForTeacher: String { "Число экземпляров задаётся, только когда комплект получает учитель; ученикам — по одному." }
    var classSetCountRange: String { "В комплекте от 1 до 200 экземпляров." }
    func classSetNotFound(_ id: ClassSetID) -> String { "Комплект № \(id) не найден." }
    func classEmpty(_ schoolClass: SchoolClass) -> String { "В классе \(schoolClass) нет учеников: загрузите список класса." }
    func notEnoughCopiesForSet(available: Int, needed: Int) -> String {
        "Для комплекта нужно \(needed) экз., а на полке \(available): добавьте экземпляры или выдайте меньше."
    }
    func leftOutPupil(name: String, ticket: TicketNumber) -> String { "\(name) (\(ticket)):" }
    func classSetAlreadyOut(_ schoolClass: SchoolClass, handedOn day: Day) -> String {
        "Комплект этого учебника для \(schoolClass) уже выдан в этом учебном году (\(day.russianText)). "
            + "Чтобы выдать учителю ещё несколько экземпляров, укажите их число."
    }
    func everyPupilHasTheSet(_ schoolClass: SchoolClass) -> String { "У каждого ученика \(schoolClass) уже есть этот учебник." }
    func noPupilMayTakeTheSet(_ schoolClass: SchoolClass) -> String { "Никому из \(schoolClass) сейчас нельзя выдать учебник:" }
    func copyNotInClassSet(_ inventory: InventoryNumber, _ id: ClassSetID) -> String {
        "Экземпляр \(inventory) не выдан по комплекту № \(id) (или уже возвращён)."
    }
}
