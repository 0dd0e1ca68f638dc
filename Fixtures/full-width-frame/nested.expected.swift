import SwiftUI

struct Card: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.title)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(maxHeight: .infinity, alignment: .top)
            .padding()
    }
}
