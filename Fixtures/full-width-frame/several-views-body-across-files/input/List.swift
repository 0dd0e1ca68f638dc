import SwiftUI

struct Listing: View {
    var body: some View {
        VStack {
            HStack {
                Pair()
                Spacer()
            }
            HStack {
                Spacer()
                Choice(compact: true)
            }
        }
    }
}
