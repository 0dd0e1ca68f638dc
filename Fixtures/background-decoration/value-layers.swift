// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct AssetColor {
    let name: String
    var swiftUIColor: Color { Color(name) }
}

enum Asset {
    static let fieldFill = AssetColor(name: "FieldFill")
    static let card = Color("CardFill")
}

struct FieldFrame: View {
    let highlighted: Bool

    var body: some View {
        let glow = highlighted ? Color.yellow : Color.clear
        VStack {
            // A colour under a stroked border: two paints, peers.
            ZStack {
                Asset.fieldFill.swiftUIColor
                    .clipShape(.rect(cornerRadius: 6))
                RoundedRectangle(cornerRadius: 6)
                    .stroke(lineWidth: 1)
            }
            ZStack {
                Asset.card
                Circle().stroke(lineWidth: 2)
            }
            // A value the declarations do not type: it may be paint.
            ZStack {
                glow
                Capsule().stroke(lineWidth: 1)
            }
            // Values typed as views.
            ZStack {
                Color.black.opacity(0.2)
                header
            }
        }
    }

    var header: some View {
        Text("Header")
    }
}

struct Tile<Content: View>: View {
    let content: Content

    var body: some View {
        ZStack {
            Color.gray.opacity(0.1)
            content
        }
    }
}
