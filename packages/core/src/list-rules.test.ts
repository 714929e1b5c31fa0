import { describe, expect, it } from 'vitest'
import {
  isListed,
  type ListItem,
  type ListName,
  removeFromList,
  toggleInList,
} from './list-rules.ts'

const tire: ListItem = { id: 1, title: 'Tire Sale' }
const wash: ListItem = { id: 2, title: 'Car Wash' }

describe('toggleInList', () => {
  it.each<[string, ListItem[], ListItem, ListName, ListItem[], string]>([
    ['adds to the wishlist', [wash], tire, 'wishlist', [wash, tire], 'Tire Sale added to wishlist'],
    [
      'removes from the wishlist',
      [tire, wash],
      tire,
      'wishlist',
      [wash],
      'Tire Sale removed from wishlist',
    ],
    ['adds to compare', [], tire, 'compare', [tire], 'Tire Sale added to compare'],
    ['removes from compare', [tire], tire, 'compare', [], 'Tire Sale removed from compare'],
  ])('%s', (_name, list, item, name, expected, message) => {
    const change = toggleInList(list, item, name)
    expect(change.list).toEqual(expected)
    expect(change.toast?.message).toBe(message)
  })
})

describe('removeFromList', () => {
  it.each<[string, ListItem[], number, ListItem[], string | null]>([
    ['removes the item', [tire, wash], 2, [tire], 'Car Wash removed from wishlist'],
    ['ignores an id not listed', [tire], 2, [tire], null],
  ])('%s', (_name, list, id, expected, message) => {
    const change = removeFromList(list, id, 'wishlist')
    expect(change.list).toEqual(expected)
    expect(change.toast?.message ?? null).toBe(message)
  })
})

describe('isListed', () => {
  it.each([
    [1, true],
    [3, false],
  ])('id %i listed: %s', (id, expected) => {
    expect(isListed([tire, wash], id)).toBe(expected)
  })
})
