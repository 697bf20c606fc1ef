import FormModel

/// The metrics and fonts of Formworks at HEAD (Docs/formats.md §4.3), in points. Colours live in
/// `FormworksPalette`.
enum FormworksTheme {
    /// The `background`-coloured strip at the top of every component row.
    static let strip = 12.0
    /// From the strip to the title.
    static let titleTop = 16.0
    /// The title's share of the width between the margins (the icon sits in the rest).
    static let titleWidthShare = 0.85
    static let titleMaxLines = 3
    /// `minimumScaleFactor` of the title label.
    static let titleMinimumScale = 0.75
    static let descriptionGap = 8.0
    static let inputGap = 20.0
    static let inputHeight = 40.0
    static let textAreaHeight = 100.0
    /// From the input (or its error text) to the validator hint.
    static let hintGap = 16.0
    /// From the input to an error text (not in Formworks: errors come from other formats).
    static let errorGap = 8.0
    /// Below the hint: the label's −8 constant plus the bottom layout margin (guess: 11).
    static let bottomGap = 8.0
    static let bottomMargin = 11.0
    /// The required / check-mark symbol, top-aligned with the title at the trailing margin.
    static let iconSize = 24.0
    static let submitHeight = 50.0
    /// The modal header: its height and the title's x.
    static let headerHeight = 50.0
    static let headerTitleX = 10.0
    /// Horizontal text inset of inputs, as a share of the field's width (each side).
    static let inputInsetShare = 0.05
    /// `UITextView` text container inset at the top and bottom.
    static let textAreaInset = 8.0
    /// `UITextField.BorderStyle.roundedRect` (system-drawn; guess).
    static let fieldCornerRadius = 5.0
    static let fieldBorderWidth = 1.0
    /// Height of a spacer cell without a given height.
    static let spacerHeight = 12.0

    /// The layout margin left and right: iOS uses 20 on screens 414 pt wide and more (guess).
    static func sideMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// `.title3` bold rounded.
    static let titleFont = FontRef("SFProRounded-Bold", size: 20)
    /// `.subheadline` rounded.
    static let descriptionFont = FontRef("SFProRounded-Regular", size: 15)
    /// `.caption1` rounded, the validator hint and error texts.
    static let hintFont = FontRef("SFProRounded-Regular", size: 12)
    /// `UITextField` system font, default size (guess 17).
    static let inputFont = FontRef("SFProText-Regular", size: 17)
    /// `UITextView` `.body` rounded.
    static let textAreaFont = FontRef("SFProRounded-Regular", size: 17)
    /// `.body` rounded bold: Submit and other buttons.
    static let buttonFont = FontRef("SFProRounded-Bold", size: 17)
    /// Static text (label and link cells from other formats): `.body` rounded.
    static let bodyFont = FontRef("SFProRounded-Regular", size: 17)
    /// `UISegmentedControl` titles (iOS 13).
    static let segmentFont = FontRef("SFProText-Medium", size: 13)
    static let customFont = FontRef("SFProRounded-Regular", size: 13)
}
