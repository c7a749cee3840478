extension EnglishTexts: ClassSetTexts {
    var classSetCountOnlyForTeacher: String { "A number of copies is given only when a teacher takes the set; pupils take one each." }
    var classSetCountRange: String { "A set has 1 to 200 copies." }
    func classSetNotFound(_ id: ClassSetID) -> String { "No class set No. \(id)." }
    func classEmpty(_ schoolClass: SchoolClass) -> String { "The class \(schoolClass) has no pupils: bring in its class list." }
    func notEnoughCopiesForSet(available: Int, needed: Int) -> String {
        "The set needs \(needed) copies and \(available) are on the shelf: add copies or hand out fewer."
    }
    func leftOutPupil(name: String, ticket: TicketNumber) -> String { "\(name) (\(ticket)):" }
    func classSetAlreadyOut(_ schoolClass: SchoolClass, handedOn day: Day) -> String {
        "A set of this textbook for \(schoolClass) is out this school year already (\(day.isoText)). "
            + "To give the teacher a few more copies, give their number."
    }
    func everyPupilHasTheSet(_ schoolClass: SchoolClass) -> String { "Every pupil of \(schoolClass) already has this textbook." }
    func noPupilMayTakeTheSet(_ schoolClass: SchoolClass) -> String { "No pupil of \(schoolClass) may take the textbook now:" }
    func copyNotInClassSet(_ inventory: InventoryNumber, _ id: ClassSetID) -> String {
        "The copy \(inventory) is not out in class set No. \(id) (or was taken back)."
    }
}
