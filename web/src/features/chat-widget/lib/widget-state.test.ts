import { describe, expect, it } from 'vitest'
import { INITIAL_WIDGET_STATE, parseWidgetState } from './widget-state.ts'

describe('the floating widget’s stored state', () => {
  it('reads what was stored', () => {
    expect(parseWidgetState('{"open":true,"chatId":12,"expanded":true}')).toEqual({
      open: true,
      chatId: 12,
      expanded: true,
    })
  })

  it.each([null, '', 'not json', '42', 'null', '[]'])('starts closed on the list from %j', (raw) => {
    expect(parseWidgetState(raw)).toEqual(INITIAL_WIDGET_STATE)
  })

  it('drops what is out of range or of the wrong type, keeping the rest', () => {
    expect(parseWidgetState('{"open":"yes","chatId":-3,"expanded":true}')).toEqual({
      open: false,
      chatId: null,
      expanded: true,
    })
    expect(parseWidgetState('{"open":true,"chatId":1.5}')).toEqual({
      open: true,
      chatId: null,
      expanded: false,
    })
  })
})
