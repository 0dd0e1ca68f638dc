import SwiftUI

struct Card: View {
    let title: String

    var body: some View {
        VStack {
            HStack {
                Text(title)
                    .font(.title)
                Spacer()
            }
            Spacer()
        }
        .padding()
    }
}
