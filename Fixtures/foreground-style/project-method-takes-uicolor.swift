// fixture: deployment-target=iOS=17.0
import SwiftUI
import UIKit

// The project's own foregroundColor takes a UIColor (a UIKit-style configuration method on
// its avatar view). A call on a receiver of unknown type may be to it, unless what it is
// given is a SwiftUI Color, which no UIColor parameter takes: then it is SwiftUI's modifier.
struct Avatar: View {
    var tint: UIColor?

    var body: some View {
        Circle().fill(tint.map { Color(uiColor: $0) } ?? Color.gray)
    }
}

extension Avatar {
    func foregroundColor(_ color: UIColor?) -> Avatar {
        var copy = self
        copy.tint = color
        return copy
    }
}

// A button style's label after padding, given a choice between two Colors: SwiftUI's.
struct PressableStyle: ButtonStyle {
    let pressedInk: UIColor
    let ink: UIColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 6)
            .foregroundColor(configuration.isPressed ? Color(uiColor: pressedInk) : Color(uiColor: ink))
    }
}

// A local declared as a Color, given to a chain that starts from a property: SwiftUI's.
// The avatar property's own method, given a UIColor, is left alone.
struct Chip: View {
    let border: UIColor
    let faded: Bool

    var body: some View {
        let ink: Color = faded ? Color(uiColor: border).opacity(0.5) : Color(uiColor: border)
        VStack {
            icon
                .resizable()
                .frame(width: 12, height: 12)
                .foregroundColor(ink)
            avatar.foregroundColor(border)
        }
    }

    private var icon: Image { Image(systemName: "star") }
    private var avatar: Avatar { Avatar() }
}

// Given a UIColor, only the avatar's method can take it: left alone, with nothing to say.
func tinted(_ avatar: Avatar, ink: UIColor) -> Avatar {
    avatar.foregroundColor(ink)
}
