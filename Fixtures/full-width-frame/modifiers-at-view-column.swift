// fixture: include-review
import SwiftUI

/// Its views' modifiers are written at the views' column, the stack's too: the stack's
/// frame, which already places the view (its width is arithmetic, never nil), keeps its
/// column.
struct DateColumns: View {
    let day: String
    let year: String

    var body: some View {
        GeometryReader { geometry in
            HStack(spacing: 0) {
                Text(day)
                .frame(width: geometry.size.width / 2)
                HStack {
                    Spacer()
                    Text(year)
                    Spacer()
                }
                .frame(width: geometry.size.width / 2)
            }
        }
    }
}

/// Xcode's layout: a view's modifiers one unit in, a stack's at the column of its `}`.
struct NameRow: View {
    let name: String

    var body: some View {
        VStack {
            Text("Name")
                .font(.caption)
            HStack {
                Text(name)
                Spacer()
            }
            .padding()
        }
    }
}
