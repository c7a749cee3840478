/// The texts of textbook sets handed to classes, and of loan rules that lend until a day of the year.
protocol ClassSetTexts: Sendable {
    var classSetCountOnlyForTeacher: String { get }
    var classSetCountRange: String { get }
    func classSetNotFound(_ id: ClassSetID) -> String
    func classEmpty(_ schoolClass: SchoolClass) -> String
    func notEnoughCopiesForSet(available: Int, needed: Int) -> String
    func leftOutPupil(name: String, ticket: TicketNumber) -> String
    func everyPupilHasTheSet(_ schoolClass: SchoolClass) -> String
    func classSetAlreadyOut(_ schoolClass: SchoolClass, handedOn day: Day) -> String
    func noPupilMayTakeTheSet(_ schoolClass: SchoolClass) -> String
    func copyNotInClassSet(_ inventory: InventoryNumber, _ id: ClassSetID) -> String
}
