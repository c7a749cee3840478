import KartotekaCore
import KartotekaWire

/// The texts of a school's pages: classes, class lists, the yearly promotion, and a reader's
/// class and parents' contacts on the reader pages.
protocol SchoolPageTexts: Sendable {
    var classes: String { get }
    var classesTileNote: String { get }
    func pupils(_ count: Int) -> String
    var pupilsOfClass: String { get }
    var classTickets: String { get }
    var noClassesYet: String { get }
    var importClassList: String { get }
    var classListExplained: String { get }
    var classListFile: String { get }
    var classOfTheList: String { get }
    var classOfTheListHint: String { get }
    var checkTheList: String { get }
    var chooseClassListFile: String { get }
    func fieldName(_ field: String) -> String
    func line(_ number: Int) -> String
    var classListChecked: String { get }
    var classListStored: String { get }
    var storeTheList: String { get }
    var newPupils: String { get }
    var changedPupils: String { get }
    func unchangedPupils(_ count: Int) -> String
    var classListForNextYear: String { get }
    func listedAheadHeading(_ count: Int) -> String
    var missingPupils: String { get }
    var linesLeftOut: String { get }
    var promotion: String { get }
    func lastPromotion(_ day: String) -> String
    var promotionDone: String { get }
    var undoPromotion: String { get }
    var undoPromotionQuestion: String { get }
    func promotionUndone(_ day: String, restored: Int, of pupils: Int) -> String
    func promotionNotDoneYet(_ lastGrade: Int) -> String
    var promoteQuestion: String { get }
    var promoteClasses: String { get }
    var classesMoveUp: String { get }
    var leavingSchool: String { get }
    var holdsNothing: String { get }
    func stillHolds(_ count: Int) -> String
    var schoolClass: String { get }
    var leftSchool: String { get }
    var parentPhone: String { get }
    var parentEmail: String { get }
    var phoneAlsoOf: String { get }
    var everyClass: String { get }
    var everyCategory: String { get }
    var everyone: String { get }
    var notGraduates: String { get }
    var graduates: String { get }
}
