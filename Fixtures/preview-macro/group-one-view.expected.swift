// fixture: deployment-target=macOS=14.0
import SwiftUI

final class Library: ObservableObject {}

struct ShelfPane: View {
    var body: some View {
        Text("Shelves")
    }
}

#Preview("Shelves") {
    Group {
        ShelfPane()
            .environmentObject(Library())
            .frame(maxWidth: 500)
    }
    .frame(width: 500, height: 400)
}

struct NamedInside_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ShelfPane()
                .previewDisplayName("Inside")
        }
        .padding()
    }
}

struct Nested_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Group {
                ShelfPane()
                ShelfPane()
            }
        }
        .padding()
    }
}

#Preview("Compact", traits: .sizeThatFitsLayout) {
    ShelfPane()
        .padding()
}
