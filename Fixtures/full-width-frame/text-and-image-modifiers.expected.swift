import SwiftUI

// Modifiers a project adds to Text or Image: only a Text or an Image receives them, so their
// bodies tell how the view is sized, as for a modifier added to View.
extension Text {
    func sidebarLabel() -> some View {
        font(.system(size: 12, weight: .regular))
    }

    func dimmed() -> some View {
        font(.footnote)
            .foregroundColor(.secondary)
    }

    func poster() -> some View {
        font(.system(size: 40, weight: .heavy))
            .scaledToFill()
    }
}

// Declared for View as well: whichever a call reaches, the view keeps its size (both only
// restyle it), so the overloads size as one.
extension View {
    func poster() -> some View {
        padding()
    }
}

// Declared for TextField as well: which one a call reaches is not looked into, but neither
// changes the view's size.
extension TextField {
    func dimmed() -> some View {
        opacity(0.5)
    }
}

extension Image {
    func badgeIcon() -> some View {
        resizable()
            .frame(width: 16, height: 16)
    }
}

struct SettingsSidebarRow: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .sidebarLabel()
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.vertical, 6)
                .background(isSelected ? Color.accentColor.opacity(0.2) : Color.clear)
            Text("No items")
                .dimmed()
                .frame(maxWidth: .infinity)
            Image(systemName: "star")
                .badgeIcon()
                .frame(maxWidth: .infinity, alignment: .leading)
            Text(title)
                .poster()
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
