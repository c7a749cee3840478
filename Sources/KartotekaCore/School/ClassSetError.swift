/// Why a class set cannot be handed out or taken back as asked.
public enum ClassSetError: KartotekaError, Equatable {
    /// No set has this id.
    case setNotFound(ClassSetID)
    /// The class has no pupils (none registered in it, or all graduated).
    case classEmpty(SchoolClass)
    /// Fewer copies of the title are on the shelf than the set needs.
    case notEnoughCopies(available: Int, needed: Int)
    /// The copy is not out in this set.
    case notInSet(InventoryNumber, ClassSetID)
    /// Every pupil of the class holds a copy of the title already.
    case everyPupilHasIt(SchoolClass)
    /// No pupil of the class may take a copy now: each with why.
    case noPupilMayTake(SchoolClass, [ClassSetLeftOut])
    /// The class's whole set was asked for a teacher, but the class has the title out this school
    /// year already (handed out on the day), to its teacher or its pupils.
    case setAlreadyOut(SchoolClass, handedOn: Day)

    public var code: String {
        switch self {
        case .setNotFound: "class_set_not_found"
        case .classEmpty: "class_empty"
        case .notEnoughCopies: "not_enough_copies"
        case .notInSet: "copy_not_in_class_set"
        case .everyPupilHasIt: "class_has_the_set"
        case .noPupilMayTake: "no_pupil_may_take_the_set"
        case .setAlreadyOut: "class_set_already_out"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .setNotFound: .notFound
        case .classEmpty, .notEnoughCopies, .notInSet, .everyPupilHasIt, .noPupilMayTake, .setAlreadyOut: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .setNotFound(let id): Bilingual { $0.classSetNotFound(id) }
        case .classEmpty(let schoolClass): Bilingual { $0.classEmpty(schoolClass) }
        case .notEnoughCopies(let available, let needed): Bilingual { $0.notEnoughCopiesForSet(available: available, needed: needed) }
        case .notInSet(let inventory, let id): Bilingual { $0.copyNotInClassSet(inventory, id) }
        case .everyPupilHasIt(let schoolClass): Bilingual { $0.everyPupilHasTheSet(schoolClass) }
        case .setAlreadyOut(let schoolClass, let day): Bilingual { $0.classSetAlreadyOut(schoolClass, handedOn: day) }
        case .noPupilMayTake(let schoolClass, let pupils):
            Bilingual.joined([Bilingual { $0.noPupilMayTakeTheSet(schoolClass) }] + pupils.map(\.line), separator: " ")
        }
    }
}
