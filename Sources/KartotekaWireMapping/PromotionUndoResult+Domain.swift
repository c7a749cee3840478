import KartotekaCore
import KartotekaWire

extension PromotionUndoResult {
    /// The answer for an undone promotion.
    public init(_ undone: PromotionUndone) {
        self.init()
        day = undone.day.isoText
        previousPromotionOn = undone.previousPromotionOn?.isoText
        pupils = undone.pupils
        restored = undone.restored
    }
}
