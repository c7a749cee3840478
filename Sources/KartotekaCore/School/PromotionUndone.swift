/// The last yearly promotion undone: each pupil it moved back in the class they were in before
/// it (a pupil whose class was changed by hand since keeps it), its graduates readers again.
public struct PromotionUndone: Sendable, Hashable {
    /// The day of the promotion undone.
    public var day: Day
    /// The day of the promotion before it, now the last one; `nil` when there was none.
    public var previousPromotionOn: Day?
    /// How many pupils the promotion moved or graduated.
    public var pupils: Int
    /// How many of them were put back.
    public var restored: Int

    /// An undone promotion.
    public init(day: Day, previousPromotionOn: Day?, pupils: Int, restored: Int) {
        self.day = day
        self.previousPromotionOn = previousPromotionOn
        self.pupils = pupils
        self.restored = restored
    }
}
